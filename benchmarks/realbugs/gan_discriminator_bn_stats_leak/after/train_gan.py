import jax

from dcgan_lite.nets import init_generator
from dcgan_lite.train import DATA_DIM, DISCRIMINATOR, discriminator_step, generator_step, score


def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def main(iterations=3, batch_size=32, latent_dim=3):
    key = jax.random.PRNGKey(0)
    gen_key, disc_key, key = jax.random.split(key, 3)
    gen_params = init_generator(gen_key, latent_dim, 16, DATA_DIM)
    disc_params = DISCRIMINATOR.init(disc_key)
    disc_stats = DISCRIMINATOR.init_stats()
    for _ in range(iterations):
        key, real_key, z_key = jax.random.split(key, 3)
        real = 0.5 * jax.random.normal(real_key, (batch_size, DATA_DIM)) + 1.0
        z = jax.random.normal(z_key, (batch_size, latent_dim))
        (_, disc_stats), disc_grads = discriminator_step(disc_params, disc_stats, gen_params, real, z)
        disc_params = sgd(disc_params, disc_grads, 0.05)
        _, gen_grads = generator_step(gen_params, disc_params, disc_stats, z)
        gen_params = sgd(gen_params, gen_grads, 0.05)
    return score(disc_params, disc_stats, real)


if __name__ == "__main__":
    print(main())
