import jax
import jax.numpy as jnp


class EMAQuantizer:
    """Nearest-codebook quantisation with EMA codebook updates and restarts of dead codes."""

    def __init__(self, num_codes=32, dim=8, decay=0.95, dead_threshold=0.05):
        self.num_codes = num_codes
        self.dim = dim
        self.decay = decay
        self.dead_threshold = dead_threshold

    def init(self, key):
        codebook = jax.random.normal(key, (self.num_codes, self.dim))
        return {"codebook": codebook, "ema_count": jnp.ones(self.num_codes), "ema_sum": codebook}

    def quantize(self, codebook, z):
        distances = jnp.sum((z[:, None, :] - codebook[None, :, :]) ** 2, axis=-1)
        indices = jnp.argmin(distances, axis=-1)
        z_q = codebook[indices]
        return z + jax.lax.stop_gradient(z_q - z), indices

    def update(self, state, z, indices, key):
        onehot = jax.nn.one_hot(indices, self.num_codes)
        ema_count = self.decay * state["ema_count"] + (1 - self.decay) * onehot.sum(0)
        ema_sum = self.decay * state["ema_sum"] + (1 - self.decay) * onehot.T @ z
        codebook = ema_sum / (ema_count[:, None] + 1e-5)
        dead = ema_count < self.dead_threshold
        replacements = z[jax.random.randint(key, (self.num_codes,), 0, z.shape[0])]
        codebook = jnp.where(dead[:, None], replacements, codebook)
        return {"codebook": codebook, "ema_count": ema_count, "ema_sum": ema_sum}
