import jax
import jax.numpy as jnp

from cifarjax.train import train_step

FEATURES, CLASSES = 12, 10


def main(steps=5):
    key = jax.random.PRNGKey(0)
    params = {"w": jnp.zeros((FEATURES, CLASSES)), "b": jnp.zeros(CLASSES)}
    lams = []
    for step_key in jax.random.split(key, steps):
        k_images, k_labels = jax.random.split(step_key)
        images = jax.random.normal(k_images, (8, FEATURES))
        labels = jax.random.randint(k_labels, (8,), 0, CLASSES)
        params, loss, lam = train_step(params, images, labels)
        lams.append(float(lam))
    return lams


if __name__ == "__main__":
    print(main())
