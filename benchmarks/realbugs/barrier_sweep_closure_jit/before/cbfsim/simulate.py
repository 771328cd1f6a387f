"""Closed-loop rollout of a single integrator kept outside the unit disc."""
import jax
import jax.numpy as jnp

from .barriers import make_disc_barrier

GOAL = jnp.array([-2.0, 0.1])


def simulate(x0, alpha, control_limit, steps=40, dt=0.05):
    barrier = make_disc_barrier(alpha)

    def controller(x):
        nominal = GOAL - x
        push = jax.nn.relu(-barrier(x)) * jax.grad(barrier)(x)
        return jnp.clip(nominal + push, -control_limit, control_limit)

    def step(x, _):
        x = x + dt * controller(x)
        return x, barrier(x)

    rollout = jax.jit(lambda start: jax.lax.scan(step, start, None, length=steps))  # expect: JXL502
    final, margins = rollout(x0)
    return final, jnp.min(margins)
