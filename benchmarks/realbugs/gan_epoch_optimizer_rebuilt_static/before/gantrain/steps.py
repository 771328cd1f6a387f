"""One epoch of adversarial training, compiled as a whole."""

import equinox as eqx
import jax
import jax.numpy as jnp


def _dis_loss(dis, gen, real, z):
    fake = jax.vmap(gen)(z)
    return jnp.mean(jax.nn.softplus(-jax.vmap(dis)(real))) + jnp.mean(jax.nn.softplus(jax.vmap(dis)(fake)))


def _gen_loss(gen, dis, z):
    return jnp.mean(jax.nn.softplus(-jax.vmap(dis)(jax.vmap(gen)(z))))


@eqx.filter_jit
def train_one_epoch(gen, dis, gen_opt, dis_opt, batches, noise):
    for real, z in zip(batches, noise):
        dis_grads = eqx.filter_grad(_dis_loss)(dis, gen, real, z)
        dis, dis_opt = dis_opt.apply(dis, dis_grads)
        gen_grads = eqx.filter_grad(_gen_loss)(gen, dis, z)
        gen, gen_opt = gen_opt.apply(gen, gen_grads)
    return gen, dis, gen_opt, dis_opt
