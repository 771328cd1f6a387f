import jax.numpy as jnp


class FixedStepFilter:
    """Zeroth-order Kalman ODE filter on a once-integrated Wiener prior over (u, u')."""

    def __init__(self, vector_field, default_output_scale=1.0):
        self.vector_field = vector_field
        self.default_output_scale = default_output_scale

    def init(self, u0, output_scale=None):
        if output_scale is None:
            output_scale = self.default_output_scale
        mean = jnp.stack([u0, self.vector_field(u0)])
        cov = jnp.zeros((2, 2))
        return mean, cov, output_scale

    def step(self, state, dt):
        mean, cov, output_scale = state
        transition = jnp.array([[1.0, dt], [0.0, 1.0]])
        diffusion = output_scale ** 2 * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
        mean = transition @ mean
        cov = transition @ cov @ transition.T + diffusion
        residual = mean[1] - self.vector_field(mean[0])
        gain = cov[:, 1] / (cov[1, 1] + 1e-12)
        mean = mean - gain * residual
        cov = cov - jnp.outer(gain, cov[1, :])
        return mean, cov, output_scale
