import jax
import jax.numpy as jnp

from condvae.reparam import gaussian_kl, reparameterize


def loss_and_metrics(params, batch, key, model):
    x, labels = batch["x"], jax.nn.one_hot(batch["label"], model.num_classes)
    mu, log_var = model.encode(params, x, labels)
    z = reparameterize(key, mu, log_var)
    recon = jnp.mean(jnp.sum((model.decode(params, z, labels) - x) ** 2, axis=-1))
    kl = jnp.mean(gaussian_kl(mu, log_var))
    loss = recon + kl
    metrics = {"loss": float(loss), "recon": float(recon), "kl": float(kl)}  # expect: JXL104
    return loss, metrics
