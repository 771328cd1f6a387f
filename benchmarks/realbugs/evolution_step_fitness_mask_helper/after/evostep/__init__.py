from evostep.workflow import Workflow

__all__ = ["Workflow"]
