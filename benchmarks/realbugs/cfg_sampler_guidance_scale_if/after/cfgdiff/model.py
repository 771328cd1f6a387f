import jax.numpy as jnp


class ClassMeanDenoiser:
    """Noise predictor of a mixture of point masses, one per class; the last row is the null (unconditional) label."""

    def __init__(self, alpha_bars):
        self.alpha_bars = alpha_bars

    def init(self, class_means):
        null_mean = jnp.mean(class_means, axis=0, keepdims=True)
        return {"means": jnp.concatenate([class_means, null_mean])}

    @property
    def null_label(self):
        return -1

    def __call__(self, params, x, t, label):
        alpha_bar = self.alpha_bars[t]
        mean = params["means"][label]
        return (x - jnp.sqrt(alpha_bar) * mean) / jnp.sqrt(1.0 - alpha_bar)
