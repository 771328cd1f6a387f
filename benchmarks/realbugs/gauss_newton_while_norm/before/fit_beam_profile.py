import jax
import jax.numpy as jnp

from nlsfit.gauss_newton import GaussNewton
from nlsfit.models import gaussian, gaussian_residuals


def main(true_params=(2.0, 0.3, 0.8), guess=(1.5, 0.0, 1.0), noise=0.02, seed=0):
    """Fit a Gaussian profile to noisy samples, as for a range sensor's beam or a landmark's intensity."""
    x = jnp.linspace(-3.0, 3.0, 80)
    y = gaussian(jnp.array(true_params), x) + noise * jax.random.normal(jax.random.key(seed), x.shape)
    solver = GaussNewton(gaussian_residuals)
    params, iterations = solver.solve(jnp.array(guess), x, y)
    print(f"fitted {params.tolist()} in {int(iterations)} iterations")
    return params, int(iterations)


if __name__ == "__main__":
    main()
