import jax

from gan.models import bce_with_logits


class GANTrainer:
    def __init__(self, generator, discriminator, learning_rate=0.05):
        self.generator = generator
        self.discriminator = discriminator
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)
        self.sample = jax.jit(self._sample)

    def _d_loss(self, d_params, fake, real):
        return (bce_with_logits(self.discriminator(d_params, real), 1.0)
                + bce_with_logits(self.discriminator(d_params, fake), 0.0))

    def _g_loss(self, g_params, g_stats, d_params, z):
        fake, g_stats = self.generator(g_params, g_stats, z, training=True)
        return bce_with_logits(self.discriminator(d_params, fake), 1.0), (fake, g_stats)

    def _train_step(self, g_params, g_stats, d_params, real, key):
        z = jax.random.normal(key, (real.shape[0], self.generator.latent_dim))
        (g_loss, (fake, g_stats)), g_grads = jax.value_and_grad(self._g_loss, has_aux=True)(
            g_params, g_stats, d_params, z)
        d_loss, d_grads = jax.value_and_grad(self._d_loss)(d_params, jax.lax.stop_gradient(fake), real)

        def sgd(p, g):
            return p - self.learning_rate * g

        g_params = jax.tree_util.tree_map(sgd, g_params, g_grads)
        return g_params, g_stats, jax.tree_util.tree_map(sgd, d_params, d_grads), g_loss, d_loss

    def _sample(self, g_params, g_stats, key, num=64):
        z = jax.random.normal(key, (num, self.generator.latent_dim))
        return self.generator(g_params, g_stats, z, training=False)[0]
