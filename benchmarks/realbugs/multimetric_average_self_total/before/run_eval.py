import jax

from evalkit.evaluator import Evaluator
from evalkit.metrics import Average, MultiMetric
from evalkit.model import LinearRegressor


def make_batches(key, true_w, num_batches=5, batch_size=32):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        x_key, noise_key = jax.random.split(batch_key)
        x = jax.random.normal(x_key, (batch_size, true_w.shape[0]))
        batches.append((x, x @ true_w + 0.1 * jax.random.normal(noise_key, (batch_size,))))
    return batches


def main():
    model = LinearRegressor()
    params = model.init(jax.random.PRNGKey(0), num_features=3)
    batches = make_batches(jax.random.PRNGKey(1), params["w"] + 0.5)
    metrics = MultiMetric(mse=Average("mse"), mae=Average("mae"))
    return Evaluator(model, metrics).evaluate(params, batches), params, batches


if __name__ == "__main__":
    print(main()[0])
