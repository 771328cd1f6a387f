import jax.numpy as jnp
import numpy as np

from tabhydro.physics import flux, max_speed
from tabhydro.stepper import make_evolver


def main():
    n = 200
    x = jnp.linspace(0.0, 1.0, n)
    rho = jnp.where(x < 0.5, 1.0, 0.125)
    state = jnp.stack([rho, jnp.zeros(n)])
    evolve = make_evolver(flux, max_speed, dt=5e-4, dx=1.0 / (n - 1), n_steps=200)
    final = evolve(state)
    mass_change = float(jnp.abs(final[0].sum() - state[0].sum()))
    print(f"mass change {mass_change:.2e}, min density {float(final[0].min()):.3f}")
    assert mass_change < 1e-3 and np.all(np.isfinite(np.asarray(final)))
    assert float(final[1].max()) > 0.1


if __name__ == "__main__":
    main()
