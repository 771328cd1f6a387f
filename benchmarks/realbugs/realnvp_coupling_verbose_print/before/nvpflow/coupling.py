import jax
import jax.numpy as jnp


class AffineCoupling:
    """RealNVP affine coupling: the masked half conditions a scale and shift of the other half."""

    def __init__(self, name, mask, hidden=32, verbose=False):
        self.name = name
        self.mask = jnp.asarray(mask, dtype=jnp.float32)
        self.hidden = hidden
        self.verbose = verbose

    def init(self, key):
        k1, k2 = jax.random.split(key)
        d = self.mask.shape[0]
        return {"w1": jax.random.normal(k1, (d, self.hidden)) / jnp.sqrt(d), "b1": jnp.zeros(self.hidden),
                "w2": jax.random.normal(k2, (self.hidden, 2 * d)) * 0.01, "b2": jnp.zeros(2 * d)}

    def _scale_shift(self, params, x_masked):
        h = jnp.tanh(x_masked @ params["w1"] + params["b1"])
        s, t = jnp.split(h @ params["w2"] + params["b2"], 2, axis=-1)
        return jnp.tanh(s) * (1 - self.mask), t * (1 - self.mask)

    def inverse(self, params, y):
        """Data to latent direction, with log|det J| of that map."""
        s, t = self._scale_shift(params, y * self.mask)
        x = y * self.mask + (1 - self.mask) * (y - t) * jnp.exp(-s)
        log_det = -jnp.sum(s, axis=-1)
        if self.verbose:
            print(f"coupling {self.name}: mean log|det J| = {log_det.mean()}")  # expect: JXL201
        return x, log_det

    def forward(self, params, x):
        s, t = self._scale_shift(params, x * self.mask)
        return x * self.mask + (1 - self.mask) * (x * jnp.exp(s) + t)
