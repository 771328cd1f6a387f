import jax.numpy as jnp


class Adstock:
    def __init__(self, lags, decay):
        self.lags = lags
        self.decay = decay

    def __call__(self, media):
        out = media
        for lag in range(1, self.lags):  # expect: JXL105
            out = out + self.decay ** lag * jnp.roll(media, lag, axis=0)
        return out
