import jax
import jax.numpy as jnp

from deblur.operators import gaussian_blur_matrix, piecewise_signal
from deblur.tikhonov import tikhonov_solution


def main(n=128, noise=0.01):
    A = gaussian_blur_matrix(n, width=3.0)
    truth = piecewise_signal(n)
    b = A @ truth + noise * jax.random.normal(jax.random.PRNGKey(0), (n,))
    expected_residual = noise * n**0.5
    # Discrepancy principle: the largest lambda whose residual does not exceed the noise level.
    chosen = None
    for lam in (1.0, 0.3, 0.1, 0.03, 0.01, 0.003):
        x, residual = tikhonov_solution(A, b, lam)
        print(f"lambda {lam}: residual {float(residual):.4f} (noise level {expected_residual:.4f})")
        if float(residual) <= expected_residual:
            chosen = (lam, x)
            break
    lam, x = chosen
    error = float(jnp.linalg.norm(x - truth) / jnp.linalg.norm(truth))
    print(f"chosen lambda {lam}, relative error {error:.3f}")
    return lam, error


if __name__ == "__main__":
    main()
