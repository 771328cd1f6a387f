import math

import jax

from odelab.problems import periodic_growth, periodic_growth_exact
from odelab.rk4 import rk4_solve

jax.config.update("jax_enable_x64", True)


def main(counts=(10, 20, 40, 80, 160, 320, 640), t_end=10.0):
    exact = float(periodic_growth_exact(t_end))
    errors = []
    for n in counts:
        y = rk4_solve(periodic_growth, 1.0, t_end, n_steps=n)
        errors.append(abs(float(y) - exact))
        print(f"{n:5d} steps: error {errors[-1]:.3e}")
    orders = [math.log2(coarse / fine) for coarse, fine in zip(errors, errors[1:])]
    print("observed orders", " ".join(f"{order:.2f}" for order in orders))
    return errors, orders


if __name__ == "__main__":
    main()
