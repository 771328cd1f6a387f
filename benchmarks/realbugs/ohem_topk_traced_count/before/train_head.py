import jax
import jax.numpy as jnp

from anchors.head import classify, init_head
from anchors.losses import ohem_cross_entropy

NUM_CLASSES = 3


@jax.jit
def train_step(params, features, labels, lr=0.5):
    def loss_fn(p):
        return ohem_cross_entropy(classify(p, features), labels)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def make_anchors(key, n=256, features=8):
    label_key, noise_key = jax.random.split(key)
    # most anchors are background (class 0); a few cover an object of class 1 or 2
    labels = jnp.where(jax.random.uniform(label_key, (n,)) < 0.9, 0,
                       jax.random.randint(label_key, (n,), 1, NUM_CLASSES))
    centres = jnp.eye(NUM_CLASSES, features) * 2.0
    return centres[labels] + jax.random.normal(noise_key, (n, features)), labels


def main(steps=60):
    params = init_head(jax.random.PRNGKey(0), 8, NUM_CLASSES)
    key = jax.random.PRNGKey(1)
    losses = []
    for _ in range(steps):
        key, batch_key = jax.random.split(key)
        features, labels = make_anchors(batch_key)
        params, loss = train_step(params, features, labels)
        losses.append(float(loss))
    return params, losses


if __name__ == "__main__":
    _, losses = main()
    print(f"ohem loss {losses[0]:.3f} -> {losses[-1]:.3f}")
