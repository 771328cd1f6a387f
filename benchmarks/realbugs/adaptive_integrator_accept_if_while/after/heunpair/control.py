import jax.numpy as jnp


class StepController:
    """Integral controller: scales the step by the error ratio and says whether the step is accepted."""

    def __init__(self, rtol, atol, safety=0.9, min_factor=0.2, max_factor=5.0):
        self.rtol = rtol
        self.atol = atol
        self.safety = safety
        self.min_factor = min_factor
        self.max_factor = max_factor

    def error_ratio(self, y, y_new, error):
        scale = self.atol + self.rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_new))
        return jnp.sqrt(jnp.mean((error / scale) ** 2))

    def __call__(self, y, y_new, error, dt):
        ratio = self.error_ratio(y, y_new, error)
        factor = self.safety * ratio ** -0.5
        factor = jnp.clip(factor, self.min_factor, self.max_factor)
        return dt * factor, ratio <= 1.0
