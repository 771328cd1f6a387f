import jax

from housereg.model import init_mlp
from housereg.report import report_batch
from housereg.train import train_step


def make_dataset(key, n=128):
    x_key, noise_key = jax.random.split(key)
    x = jax.random.normal(x_key, (n, 5))
    y = x @ jax.numpy.array([3.0, -2.0, 0.5, 0.0, 1.0]) + 0.1 * jax.random.normal(noise_key, (n,))
    return x, y


def main(steps=5):
    x, y = make_dataset(jax.random.PRNGKey(0))
    params = init_mlp(jax.random.PRNGKey(1), [5, 16, 1])
    losses = []
    for _ in range(steps):
        params, loss, summary = train_step(params, x, y)
        report_batch(float(summary["pred_mean"]), float(summary["target_mean"]))
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
