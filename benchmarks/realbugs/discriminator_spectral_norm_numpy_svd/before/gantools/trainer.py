import jax
import jax.numpy as jnp


class GanTrainer:
    def __init__(self, generator, discriminator, learning_rate=0.05):
        self.generator = generator
        self.discriminator = discriminator
        self.learning_rate = learning_rate
        self._disc_step = jax.jit(self.discriminator_step)

    def discriminator_loss(self, d_params, g_params, real, z):
        fake = self.generator(g_params, z)
        real_logits = self.discriminator(d_params, real)
        fake_logits = self.discriminator(d_params, fake)
        return jnp.mean(jax.nn.softplus(-real_logits)) + jnp.mean(jax.nn.softplus(fake_logits))

    def discriminator_step(self, d_params, g_params, real, z):
        loss, grads = jax.value_and_grad(self.discriminator_loss)(d_params, g_params, real, z)
        d_params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, d_params, grads)
        return d_params, loss

    def train_discriminator(self, d_params, g_params, batches):
        losses = []
        for real, z in batches:
            d_params, loss = self._disc_step(d_params, g_params, real, z)
            losses.append(float(loss))
        return d_params, losses
