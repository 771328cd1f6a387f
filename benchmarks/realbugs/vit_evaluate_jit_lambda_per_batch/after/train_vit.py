import jax
import jax.numpy as jnp

from vitnp.evaluation import evaluate
from vitnp.model import VisionTransformer


def stripes(key, n, size=16, num_classes=10):
    """Images of oriented stripes, the class setting the frequency."""
    k_y, k_n = jax.random.split(key)
    labels = jax.random.randint(k_y, (n,), 0, num_classes)
    grid = jnp.linspace(0, 1, size)
    rows = jnp.sin(jnp.pi * (labels[:, None] + 1) * grid[None, :])
    images = jnp.broadcast_to(rows[:, :, None], (n, size, size))
    return (images + 0.2 * jax.random.normal(k_n, images.shape))[..., None], labels


def main(num_epochs=2, steps_per_epoch=20, lr=0.05):
    model = VisionTransformer()
    params = model.init(jax.random.PRNGKey(0))
    x_train, y_train = stripes(jax.random.PRNGKey(1), 1024)
    x_test, y_test = stripes(jax.random.PRNGKey(2), 400)

    @jax.jit
    def step(params, x, y):
        def loss_fn(p):
            logp = jax.nn.log_softmax(model.apply(p, x))
            return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=-1))
        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss

    key = jax.random.PRNGKey(3)
    for epoch in range(num_epochs):
        for _ in range(steps_per_epoch):
            key, sub = jax.random.split(key)
            idx = jax.random.choice(sub, x_train.shape[0], (64,))
            params, loss = step(params, x_train[idx], y_train[idx])
        print(f"epoch {epoch}: loss {float(loss):.3f}, test accuracy {evaluate(model, params, x_test, y_test):.3f}")
    return model, params, x_test, y_test


if __name__ == "__main__":
    main()
