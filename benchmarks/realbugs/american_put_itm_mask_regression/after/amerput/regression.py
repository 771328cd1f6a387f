import jax.numpy as jnp


class ContinuationRegression:
    """Least-squares estimate of the continuation value on a polynomial basis, fitted on in-the-money paths."""

    def __init__(self, degree, scale):
        self.degree = degree
        self.scale = scale

    def basis(self, spots):
        x = spots / self.scale
        return jnp.stack([x ** k for k in range(self.degree + 1)], axis=-1)

    def continuation(self, spots, exercise_value, discounted_cashflows):
        # Out-of-the-money rows are zeroed, so they drop out of the normal equations and shapes stay fixed.
        weight = (exercise_value > 0.0).astype(spots.dtype)
        coefficients, *_ = jnp.linalg.lstsq(self.basis(spots) * weight[:, None], discounted_cashflows * weight)
        return self.basis(spots) @ coefficients
