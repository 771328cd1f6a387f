import jax
import jax.numpy as jnp


def negative_elbo(params, batch, key, step, vae, annealer):
    mu, log_var = vae.encode(params, batch)
    z = vae.reparameterize(key, mu, log_var)
    logits = vae.decode(params, z)
    reconstruction = jnp.sum(jnp.logaddexp(0.0, logits) - batch * logits, axis=-1)
    kl = -0.5 * jnp.sum(1.0 + log_var - mu ** 2 - jnp.exp(log_var), axis=-1)
    loss = jnp.mean(reconstruction + annealer.beta(step) * kl)
    return loss, {"reconstruction": jnp.mean(reconstruction), "kl": jnp.mean(kl)}


def elbo_grad(params, batch, key, step, vae, annealer):
    return jax.value_and_grad(negative_elbo, has_aux=True)(params, batch, key, step, vae, annealer)
