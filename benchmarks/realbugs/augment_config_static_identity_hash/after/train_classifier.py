import jax
import jax.numpy as jnp

from imgcls.loop import train


def data():
    images = jax.random.uniform(jax.random.PRNGKey(0), (16, 8, 8, 1))
    labels = jax.random.randint(jax.random.PRNGKey(1), (16,), 0, 4)
    return images, labels


def main(num_steps=3):
    images, labels = data()
    params = {"w": jnp.zeros((64, 4))}
    return train(params, images, labels, jax.random.PRNGKey(2), num_steps, flip=True, noise_std=0.05)


if __name__ == "__main__":
    print(main()["w"].sum())
