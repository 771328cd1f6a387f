import jax
import jax.numpy as jnp

from dcgan_lite.nets import Discriminator, generate

DATA_DIM = 4
DISCRIMINATOR = Discriminator(DATA_DIM, hidden=16)


def generator_loss(gen_params, disc_params, z):
    fake_logits = DISCRIMINATOR(disc_params, generate(gen_params, z), True)
    return -jnp.mean(jax.nn.log_sigmoid(fake_logits))


def discriminator_loss(disc_params, gen_params, real, z):
    real_logits = DISCRIMINATOR(disc_params, real, True)
    fake_logits = DISCRIMINATOR(disc_params, generate(gen_params, z), True)
    return -jnp.mean(jax.nn.log_sigmoid(real_logits)) - jnp.mean(jax.nn.log_sigmoid(-fake_logits))


generator_step = jax.jit(jax.value_and_grad(generator_loss))
discriminator_step = jax.jit(jax.value_and_grad(discriminator_loss))


def score(disc_params, x):
    """Discriminator scores in evaluation mode (running statistics)."""
    return jax.nn.sigmoid(DISCRIMINATOR(disc_params, x, False))
