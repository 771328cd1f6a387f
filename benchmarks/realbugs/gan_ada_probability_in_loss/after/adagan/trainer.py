import jax
import jax.numpy as jnp

from adagan.augment import AdaptiveAugmenter
from adagan.models import discriminate, generate


class GANTrainer:
    def __init__(self, latent_dim=4, learning_rate=0.05):
        self.latent_dim = latent_dim
        self.learning_rate = learning_rate
        self.augmenter = AdaptiveAugmenter()
        self.train_step = jax.jit(self._train_step)

    def discriminator_loss(self, d_params, g_params, probability, real, key):
        k_noise, k_real, k_fake = jax.random.split(key, 3)
        fake = generate(g_params, jax.random.normal(k_noise, (real.shape[0], self.latent_dim)))
        real_logits = discriminate(d_params, self.augmenter(k_real, real, probability))
        fake_logits = discriminate(d_params, self.augmenter(k_fake, fake, probability))
        loss = jnp.mean(jax.nn.softplus(-real_logits)) + jnp.mean(jax.nn.softplus(fake_logits))
        return loss, real_logits

    def _train_step(self, d_params, g_params, probability, real, key):
        (loss, real_logits), grads = jax.value_and_grad(self.discriminator_loss, has_aux=True)(
            d_params, g_params, probability, real, key)
        d_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, d_params, grads)
        probability = self.augmenter.updated_probability(probability, jax.lax.stop_gradient(real_logits))
        return d_params, probability, loss
