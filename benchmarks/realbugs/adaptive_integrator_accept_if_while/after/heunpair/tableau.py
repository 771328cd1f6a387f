"""Heun-Euler embedded pair: a second-order step and its first-order error estimate."""


def embedded_step(vector_field, t, y, dt, args):
    k1 = vector_field(t, y, args)
    k2 = vector_field(t + dt, y + dt * k1, args)
    y_high = y + 0.5 * dt * (k1 + k2)
    y_low = y + dt * k1
    return y_high, y_high - y_low
