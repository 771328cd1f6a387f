import jax

from minillm.engine import MODEL
from minillm.server import CompletionRequest, CompletionService

REQUESTS = [
    CompletionRequest([5, 9, 12], temperature=0.7),
    CompletionRequest([3, 3, 8, 1], temperature=1.0),
    CompletionRequest([40, 2, 7], temperature=1.3),
]


def main(requests=REQUESTS):
    service = CompletionService(MODEL.init(jax.random.PRNGKey(0)))
    return service, service.serve(requests)


if __name__ == "__main__":
    for completion in main()[1]:
        print(completion)
