import jax.numpy as jnp
import numpy as np

from nestfit import run_nested


def simulate(seed=3):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 2.0, 60)
    return jnp.asarray(t), jnp.asarray(1.2 * np.sin(2.0 * np.pi * 1.3 * t) + rng.normal(0.0, 0.3, t.size))


if __name__ == "__main__":
    t, y = simulate()
    log_z, n_calls = run_nested(t, y, 0.3)
    print(f"log Z = {log_z:.2f} after {n_calls} likelihood evaluations")
