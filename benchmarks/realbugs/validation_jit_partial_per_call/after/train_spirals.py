import jax
import jax.numpy as jnp

from clfkit.metrics import validate
from clfkit.model import MLPClassifier
from clfkit.train import make_train_step


def spirals(key, n_per_class=200, num_classes=3, noise=0.2):
    k_t, k_noise = jax.random.split(key)
    t = jax.random.uniform(k_t, (num_classes, n_per_class), minval=0.2, maxval=1.0)
    angle = 4.0 * t + (2 * jnp.pi / num_classes) * jnp.arange(num_classes)[:, None]
    x = jnp.stack([t * jnp.cos(angle), t * jnp.sin(angle)], axis=-1).reshape(-1, 2)
    x = x + noise * 0.1 * jax.random.normal(k_noise, x.shape)
    y = jnp.repeat(jnp.arange(num_classes), n_per_class)
    return x, y


def batches_of(x, y, batch_size):
    return [(x[i:i + batch_size], y[i:i + batch_size]) for i in range(0, x.shape[0], batch_size)]


def main(num_epochs=30, batch_size=64):
    key = jax.random.PRNGKey(0)
    k_train, k_val, k_init, k_perm = jax.random.split(key, 4)
    x_train, y_train = spirals(k_train)
    x_val, y_val = spirals(k_val, n_per_class=60)
    model = MLPClassifier(in_dim=2, num_classes=3)
    params = model.init(k_init)
    train_step = make_train_step(model, learning_rate=0.5)
    val_batches = batches_of(x_val, y_val, 60)
    history = []
    for epoch, k in enumerate(jax.random.split(k_perm, num_epochs)):
        perm = jax.random.permutation(k, x_train.shape[0])
        for x, y in batches_of(x_train[perm], y_train[perm], batch_size)[:-1]:
            params, _ = train_step(params, x, y)
        history.append(validate(model, params, val_batches))
    print(f"validation accuracy {history[0]['accuracy']:.3f} -> {history[-1]['accuracy']:.3f}")
    return model, params, val_batches, history


if __name__ == "__main__":
    main()
