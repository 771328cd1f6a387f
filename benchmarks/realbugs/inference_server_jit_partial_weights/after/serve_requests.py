import jax

from tinyserve.model import MLP
from tinyserve.server import InferenceServer

LABELS = ["cat", "dog", "bird"]


def main(num_requests=3):
    model = MLP([8, 16, 3])
    server = InferenceServer(model, model.init(jax.random.PRNGKey(0)), LABELS)
    requests = [jax.random.normal(jax.random.PRNGKey(10 + i), (4, 8)) for i in range(num_requests)]
    responses = [server.handle(features) for features in requests]
    server.load(model.init(jax.random.PRNGKey(1)))
    responses.append(server.handle(requests[0]))
    return server, requests, responses


if __name__ == "__main__":
    print(main()[2])
