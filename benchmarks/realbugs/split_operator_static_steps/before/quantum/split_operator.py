import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_steps",))
def evolve(psi, potential, k, t_final, n_steps=100):
    """Strang splitting: half a potential kick, a kinetic drift in momentum space, half a kick, n_steps times."""
    dt = t_final / n_steps
    half_kick = jnp.exp(-0.5j * dt * potential)
    drift = jnp.exp(-0.5j * dt * k**2)

    def step(_, psi):
        return half_kick * jnp.fft.ifft(drift * jnp.fft.fft(half_kick * psi))

    return jax.lax.fori_loop(0, n_steps, step, psi)
