import jax
import jax.numpy as jnp


class VQAutoencoder:
    def __init__(self, quantizer, data_dim=16, hidden=64, beta=0.25):
        self.quantizer = quantizer
        self.data_dim = data_dim
        self.hidden = hidden
        self.beta = beta

    def init(self, key):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        d, h, e = self.data_dim, self.hidden, self.quantizer.dim
        return {"enc1": jax.random.normal(k1, (d, h)) / jnp.sqrt(d),
                "enc2": jax.random.normal(k2, (h, e)) / jnp.sqrt(h),
                "dec1": jax.random.normal(k3, (e, h)) / jnp.sqrt(e),
                "dec2": jax.random.normal(k4, (h, d)) / jnp.sqrt(h)}

    def encode(self, params, x):
        return jax.nn.relu(x @ params["enc1"]) @ params["enc2"]

    def decode(self, params, z_q):
        return jax.nn.relu(z_q @ params["dec1"]) @ params["dec2"]

    def loss(self, params, codebook, x):
        z = self.encode(params, x)
        z_q, indices = self.quantizer.quantize(codebook, z)
        reconstruction = jnp.mean((self.decode(params, z_q) - x) ** 2)
        commitment = jnp.mean((z - jax.lax.stop_gradient(codebook[indices])) ** 2)
        return reconstruction + self.beta * commitment, (z, indices)
