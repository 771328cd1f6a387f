import jax
import jax.numpy as jnp

from gan1d.networks import mlp
from gan1d.reporting import report_losses


def bce_logits(logits, target):
    return jnp.mean(jnp.logaddexp(0.0, logits) - target * logits)


class GANTrainer:
    """Alternating updates: the discriminator on real and generated samples, then the generator against it."""

    def __init__(self, learning_rate=0.05, batch_size=128, noise_dim=4):
        self.learning_rate = learning_rate
        self.batch_size = batch_size
        self.noise_dim = noise_dim
        self.train_step = jax.jit(self._train_step)

    def d_loss(self, d_params, g_params, real, noise):
        fake = jax.lax.stop_gradient(mlp(g_params, noise))
        return bce_logits(mlp(d_params, real), 1.0) + bce_logits(mlp(d_params, fake), 0.0)

    def g_loss(self, g_params, d_params, noise):
        return bce_logits(mlp(d_params, mlp(g_params, noise)), 1.0)

    def _train_step(self, d_params, g_params, real, key, step):
        d_key, g_key = jax.random.split(key)
        d_noise = jax.random.normal(d_key, (self.batch_size, self.noise_dim))
        d_loss, d_grads = jax.value_and_grad(self.d_loss)(d_params, g_params, real, d_noise)
        d_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, d_params, d_grads)
        g_noise = jax.random.normal(g_key, (self.batch_size, self.noise_dim))
        g_loss, g_grads = jax.value_and_grad(self.g_loss)(g_params, d_params, g_noise)
        g_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, g_params, g_grads)
        report_losses(step, d_loss, g_loss)
        return d_params, g_params, d_loss, g_loss
