import jax.numpy as jnp

from heatflow.grid import PeriodicGrid1D
from heatflow.stepping import AdamsBashforth2

DIFFUSIVITY = 1.0


def main(num_steps=2000, dt=1e-3):
    grid = PeriodicGrid1D(64, 2.0 * jnp.pi)
    stepper = AdamsBashforth2(lambda u: DIFFUSIVITY * grid.laplacian(u), dt)
    u = stepper.start(jnp.sin(grid.x))
    for _ in range(num_steps - 1):
        u = stepper.step(u)
    exact = jnp.sin(grid.x) * jnp.exp(-DIFFUSIVITY * num_steps * dt)
    return u, exact


if __name__ == "__main__":
    u, exact = main()
    print("max error", float(jnp.abs(u - exact).max()))
