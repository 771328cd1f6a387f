import jax
import jax.numpy as jnp

from dcgan_lite.nets import Discriminator, generate

DATA_DIM = 4
DISCRIMINATOR = Discriminator(DATA_DIM, hidden=16)


def generator_loss(gen_params, disc_params, disc_stats, z):
    # the generator step uses batch statistics but does not move the discriminator's running ones
    fake_logits, _ = DISCRIMINATOR(disc_params, disc_stats, generate(gen_params, z), True)
    return -jnp.mean(jax.nn.log_sigmoid(fake_logits))


def discriminator_loss(disc_params, disc_stats, gen_params, real, z):
    real_logits, disc_stats = DISCRIMINATOR(disc_params, disc_stats, real, True)
    fake_logits, disc_stats = DISCRIMINATOR(disc_params, disc_stats, generate(gen_params, z), True)
    loss = -jnp.mean(jax.nn.log_sigmoid(real_logits)) - jnp.mean(jax.nn.log_sigmoid(-fake_logits))
    return loss, disc_stats


generator_step = jax.jit(jax.value_and_grad(generator_loss))
discriminator_step = jax.jit(jax.value_and_grad(discriminator_loss, has_aux=True))


def score(disc_params, disc_stats, x):
    """Discriminator scores in evaluation mode (running statistics)."""
    logits, _ = DISCRIMINATOR(disc_params, disc_stats, x, False)
    return jax.nn.sigmoid(logits)
