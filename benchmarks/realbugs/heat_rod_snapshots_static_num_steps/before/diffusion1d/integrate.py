import functools

import jax

from diffusion1d.operators import heat_rhs


@functools.partial(jax.jit, static_argnames=("num_steps",))
def forward_euler(u0, t0, dt, num_steps, diffusivity, dx):
    def step(i, u):
        return u + dt * heat_rhs(t0 + i * dt, u, diffusivity, dx)

    return jax.lax.fori_loop(0, num_steps, step, u0)
