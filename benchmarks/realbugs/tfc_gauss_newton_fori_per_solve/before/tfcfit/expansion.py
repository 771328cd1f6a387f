import jax
import jax.numpy as jnp

from tfcfit.basis import chebyshev


class ConstrainedExpansion:
    """y(x) = g(x)'xi + boundary terms so that y(-1) = y(1) = 0, for  y'' = f(x) + y^3."""

    def __init__(self, n_points=40, degree=12, n_iterations=8):
        self.x = jnp.cos(jnp.pi * jnp.arange(n_points) / (n_points - 1))
        self.degree = degree
        self.n_iterations = n_iterations

    def constrained(self, xi, x):
        g = chebyshev(x, self.degree) @ xi
        g_minus = chebyshev(jnp.array([-1.0]), self.degree) @ xi
        g_plus = chebyshev(jnp.array([1.0]), self.degree) @ xi
        return g - 0.5 * (1.0 - x) * g_minus - 0.5 * (1.0 + x) * g_plus

    def residual(self, xi, forcing):
        y = lambda x: self.constrained(xi, x)  # noqa: E731
        y_xx = jax.vmap(jax.grad(jax.grad(lambda s: y(jnp.atleast_1d(s))[0])))(self.x)
        return y_xx - forcing(self.x) - y(self.x) ** 3

    def solve(self, forcing):
        def body(_, xi):
            jac = jax.jacfwd(self.residual)(xi, forcing)
            step, *_ = jnp.linalg.lstsq(jac, -self.residual(xi, forcing))
            return xi + step

        xi0 = jnp.zeros(self.degree + 1)
        return jax.lax.fori_loop(0, self.n_iterations, body, xi0)  # expect: JXL504
