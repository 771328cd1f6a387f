"""Drive the model the way the server does: one `execute` call per batch of queued requests."""

import numpy as np

from serving.model import InferenceRequest, PythonModel


def make_requests(rng, count, batch=4, in_dim=16):
    return [InferenceRequest(rng.normal(size=(batch, in_dim)).astype(np.float32)) for _ in range(count)]


def main():
    model = PythonModel()
    model.initialize({"temperature": 1.5, "seed": 0, "in_dim": 16, "num_classes": 3})
    rng = np.random.default_rng(0)
    for _ in range(3):
        model.execute(make_requests(rng, count=4))
    return model, make_requests(rng, count=4)


if __name__ == "__main__":
    model, requests = main()
    print([response.probabilities.shape for response in model.execute(requests)])
