"""A ball dropped on the floor, solved one flight at a time and restarted after each bounce."""

import jax.numpy as jnp

from eventsolve import integrate_to_event

GRAVITY = 9.81
RESTITUTION = 0.8
DT = 1e-3


def falling(t, y, args):
    height, velocity = y
    return jnp.stack([velocity, -args["g"] - args["drag"] * velocity])


def hits_floor(y):
    return (y[0] <= 0.0) & (y[1] < 0.0)


def simulate(t_end, height=1.0):
    args = {"g": GRAVITY, "drag": 0.05}
    y = jnp.array([height, 0.0])
    t = 0.0
    bounces = []
    while t < t_end:
        t_hit, y = integrate_to_event(falling, hits_floor, y, t, t_end, DT, args)  # expect: JXL503
        t = float(t_hit)
        bounces.append(t)
        y = jnp.stack([0.0, -RESTITUTION * y[1]])
    return bounces


if __name__ == "__main__":
    print(simulate(2.0))
