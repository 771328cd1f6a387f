from clothsim.assembly import assemble_stiffness

__all__ = ["assemble_stiffness"]
