from optwrap.scipy_wrapper import ScipyBoundedMinimize

__all__ = ["ScipyBoundedMinimize"]
