import jax.numpy as jnp
import numpy as np

from ecology.integrate import solve
from ecology.models import PredatorPrey, first_integral, lotka_volterra


def main():
    params = PredatorPrey()
    times = jnp.arange(0.0, 20.0, 0.01)
    ys = solve(lotka_volterra, jnp.array([10.0, 5.0]), times, params)
    V = first_integral(np.asarray(ys), params)
    print(f"prey peak {float(ys[:, 0].max()):.1f}, predator peak {float(ys[:, 1].max()):.1f}")
    return ys, V
