import jax
import jax.numpy as jnp

from .nets import discriminate, generate


def discriminator_loss(d_params, g_params, real, z):
    fake = generate(g_params, z)
    real_logits = discriminate(d_params, real)
    fake_logits = discriminate(d_params, fake)
    loss = jnp.mean(jax.nn.softplus(-real_logits)) + jnp.mean(jax.nn.softplus(fake_logits))
    accuracy = 0.5 * (jnp.mean(real_logits > 0) + jnp.mean(fake_logits < 0))
    return loss, accuracy


def generator_loss(g_params, d_params, z):
    return jnp.mean(jax.nn.softplus(-discriminate(d_params, generate(g_params, z))))


def sgd(params, grads, learning_rate):
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)


class GANTrainer:
    """Alternating updates: the discriminator every step, the generator only when the discriminator is good enough."""

    def __init__(self, config):
        self.config = config
        self._step = jax.jit(self.train_step)

    def train_step(self, d_params, g_params, real, key):
        d_key, g_key = jax.random.split(key)
        z = jax.random.normal(d_key, (real.shape[0], self.config.latent_dim))
        d_value_and_grad = jax.value_and_grad(discriminator_loss, has_aux=True)
        (d_loss, d_accuracy), d_grads = d_value_and_grad(d_params, g_params, real, z)
        d_params = sgd(d_params, d_grads, self.config.d_learning_rate)

        z = jax.random.normal(g_key, (real.shape[0], self.config.latent_dim))
        g_loss, g_grads = jax.value_and_grad(generator_loss)(g_params, d_params, z)
        updated = d_accuracy > self.config.min_disc_accuracy
        g_learning_rate = jnp.where(updated, self.config.g_learning_rate, 0.0)
        g_params = sgd(g_params, g_grads, g_learning_rate)
        return d_params, g_params, {"d_loss": d_loss, "g_loss": g_loss, "d_accuracy": d_accuracy,
                                    "g_updated": updated}

    def fit(self, d_params, g_params, sample_real, key, num_steps):
        history = []
        for _ in range(num_steps):
            key, data_key, step_key = jax.random.split(key, 3)
            real = sample_real(data_key, self.config.batch_size)
            d_params, g_params, metrics = self._step(d_params, g_params, real, step_key)
            history.append({name: float(value) for name, value in metrics.items()})
        return d_params, g_params, history
