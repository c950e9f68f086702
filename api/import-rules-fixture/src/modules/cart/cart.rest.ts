// Deliberately broken: a domain imports the HTTP adapter and express.
import type { Router } from 'express';
import { mount } from '../../http/rest';
export type CartRouter = Router;
export const cartRest = mount;
