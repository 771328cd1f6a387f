import jax
import jax.numpy as jnp

from regularize.lcurve import corner_index, l_curve
from regularize.problems import heat_kernel_problem


def main(n_lams=30):
    a, b, x_true = heat_kernel_problem(jax.random.key(0))
    lams = jnp.logspace(-9, 0, n_lams)
    solutions, residual_norms, solution_norms = l_curve(a, b, lams)
    errors = jnp.linalg.norm(solutions - x_true, axis=1) / jnp.linalg.norm(x_true)
    k = corner_index(residual_norms, solution_norms)
    print(f"L-curve corner at lambda = {float(lams[k]):.2e}: relative error {float(errors[k]):.3f} "
          f"(best on the grid {float(errors.min()):.3f}, smallest lambda {float(errors[0]):.3f})")
    return a, b, errors, k


if __name__ == "__main__":
    main()
