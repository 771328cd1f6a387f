import jax

from servebench.latency import LatencyBenchmark
from servebench.model import MLPClassifier


def setup():
    model = MLPClassifier([32, 64, 64, 10])
    params = model.init(jax.random.PRNGKey(0))
    batches = [jax.random.normal(jax.random.PRNGKey(i), (16, 32)) for i in range(5)]
    return LatencyBenchmark(model, params), batches


def main():
    benchmark, batches = setup()
    return benchmark.run(batches)


if __name__ == "__main__":
    print(main())
