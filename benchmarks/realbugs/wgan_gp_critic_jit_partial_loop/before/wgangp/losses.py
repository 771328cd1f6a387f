import jax
import jax.numpy as jnp


def gradient_penalty(critic, critic_params, real, fake, eps):
    mixed = eps[:, None] * real + (1.0 - eps[:, None]) * fake
    grads = jax.vmap(jax.grad(lambda x: critic(critic_params, x)))(mixed)
    norms = jnp.sqrt(jnp.sum(grads ** 2, axis=-1) + 1e-12)
    return jnp.mean((norms - 1.0) ** 2)


def critic_loss(critic_params, gen_params, real, z, eps, generator, critic, gp_weight):
    fake = generator(gen_params, z)
    wasserstein = jnp.mean(critic(critic_params, fake)) - jnp.mean(critic(critic_params, real))
    return wasserstein + gp_weight * gradient_penalty(critic, critic_params, real, fake, eps)


def generator_loss(gen_params, critic_params, z, generator, critic):
    return -jnp.mean(critic(critic_params, generator(gen_params, z)))
