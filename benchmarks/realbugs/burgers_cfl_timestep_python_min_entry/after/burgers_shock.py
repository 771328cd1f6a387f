import jax
import jax.numpy as jnp

from hydrokit.fluxes import rusanov_flux
from hydrokit.timestep import cfl_timestep

DX = 2.0 / 200


@jax.jit
def advance(u, t):
    dt = cfl_timestep(u, DX, 0.4, 0.01)
    flux = rusanov_flux(u, jnp.roll(u, -1))
    return u - dt / DX * (flux - jnp.roll(flux, 1)), t + dt


def main(t_end=0.5):
    x = jnp.linspace(-1.0, 1.0, 200, endpoint=False)
    u, t = jnp.sin(jnp.pi * x) + 0.5, 0.0
    n_steps = 0
    while t < t_end:
        u, t = advance(u, t)
        n_steps += 1
    return u, float(t), n_steps


if __name__ == "__main__":
    print(main()[1:])
