import jax
import jax.numpy as jnp


def time_embedding(t, num_steps, dim=16):
    freqs = jnp.exp(jnp.linspace(0.0, 4.0, dim // 2))
    angle = (t / num_steps) * freqs
    return jnp.concatenate([jnp.sin(angle), jnp.cos(angle)])


class Denoiser:
    """Predicts the noise added to a 2-D point at diffusion step t."""

    def __init__(self, num_steps, hidden=64):
        self.num_steps = num_steps
        self.hidden = hidden

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {
            "w1": jax.random.normal(k1, (2 + 16, self.hidden)) * 0.2,
            "w2": jax.random.normal(k2, (self.hidden, self.hidden)) * 0.1,
            "w3": jax.random.normal(k3, (self.hidden, 2)) * 0.1,
        }

    def __call__(self, params, x, t):
        h = jnp.concatenate([x, time_embedding(t, self.num_steps)])
        h = jax.nn.gelu(h @ params["w1"])
        h = jax.nn.gelu(h @ params["w2"])
        return h @ params["w3"]
