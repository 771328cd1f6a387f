from .runner import run_graph

__all__ = ["run_graph"]
