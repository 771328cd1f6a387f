import jax
import jax.numpy as jnp

from polyreg.features import polynomial_features


class PolynomialRegressor:
    """Least-squares polynomial fit; the degree comes from the experiment's config file as a float."""

    def __init__(self, degree=3.0, ridge=1e-6):
        self.degree = degree
        self.ridge = ridge
        self.coefficients = None
        self._solve = jax.jit(self._normal_equations)

    def _normal_equations(self, x, y):
        features = polynomial_features(x, self.degree)
        gram = features.T @ features + self.ridge * jnp.eye(features.shape[1])
        return jnp.linalg.solve(gram, features.T @ y)

    def fit(self, x, y):
        self.coefficients = self._solve(x, y)
        return self

    def predict(self, x):
        return polynomial_features(x, self.degree) @ self.coefficients
