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
        in_the_money = exercise_value > 0.0
        itm_basis = self.basis(spots[in_the_money])  # expect: JXL107
        itm_cashflows = discounted_cashflows[in_the_money]  # expect: JXL107
        coefficients, *_ = jnp.linalg.lstsq(itm_basis, itm_cashflows)
        return self.basis(spots) @ coefficients
